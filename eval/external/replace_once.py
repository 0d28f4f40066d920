"""The prepare scripts' one edit of a suite's file (prepare-openxml.sh, prepare-mediatr.sh): a text replaced where it is
found exactly once, the file's byte-order mark kept as it was. A text found not exactly once stops the script, so a
different commit of the suite stops there instead of building something else."""
import sys


def replacer(dest, script, suite):
    """replace(rel, old, new) for the files under dest; script and suite name the failure."""
    def replace(rel, old, new):
        path = f"{dest}/{rel}"
        text = open(path, encoding="utf-8-sig").read()
        if text.count(old) != 1:
            sys.exit(f"{script}: '{old.strip()}' not found once in {rel} (a different {suite} commit?)")
        bom = open(path, "rb").read(3) == b"\xef\xbb\xbf"
        open(path, "w", encoding="utf-8-sig" if bom else "utf-8").write(text.replace(old, new, 1))
    return replace
