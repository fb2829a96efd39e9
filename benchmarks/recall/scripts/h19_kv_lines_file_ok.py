# classes: 3 1
"""decoding.txt keeps one key=value per line (written by the sweep launcher); values are
parsed back into Python types before generate."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

OPTIONS = {"max_new_tokens": 8, "prompt_lookup_num_tokens": 5, "use_cache": True}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "decoding.txt")
with open(path, "w") as fh:
    fh.write("\n".join(f"{k}={v}" for k, v in OPTIONS.items()))


def parse_value(raw):
    if raw in ("True", "False"):
        return raw == "True"
    try:
        return int(raw)
    except ValueError:
        return raw


with open(path) as fh:
    kwargs = {}
    for line in fh.read().splitlines():
        key, _, raw = line.partition("=")
        kwargs[key.strip()] = parse_value(raw.strip())

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
enc = tok("import numpy as np\nimport numpy as np\nimport", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs)[0]))
