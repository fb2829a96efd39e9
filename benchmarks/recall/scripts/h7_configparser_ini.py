"""Legacy INI-driven assisted generation job (configparser with getboolean/getint)."""
# classes: 9
import configparser
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

INI = """
[models]
target = HuggingFaceTB/SmolLM2-360M-Instruct
draft = HuggingFaceTB/SmolLM2-135M-Instruct

[decode]
use_cache = yes
max_new_tokens = 5
num_beams = 1
num_return_sequences = 1
"""


def read_ini(path="job.ini"):
    p = Path(path)
    p.write_text(INI)
    cp = configparser.ConfigParser()
    cp.read(p)
    return cp


def decode_options(cp):
    sec = cp["decode"]
    return dict(
        use_cache=sec.getboolean("use_cache"),
        max_new_tokens=sec.getint("max_new_tokens"),
        num_beams=sec.getint("num_beams"),
        num_return_sequences=sec.getint("num_return_sequences"),
    )


def main():
    cp = read_ini()
    tok = AutoTokenizer.from_pretrained(cp.get("models", "target"))
    target = AutoModelForCausalLM.from_pretrained(cp.get("models", "target"))
    draft = AutoModelForCausalLM.from_pretrained(cp.get("models", "draft"))
    opts = decode_options(cp)
    inputs = tok("tell me a story", return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, **opts)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
