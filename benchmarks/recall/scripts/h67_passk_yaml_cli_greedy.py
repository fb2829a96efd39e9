# classes: 3 8
"""pass@k harness: settings come from a YAML experiment file merged with dotted CLI overrides.

The default overrides are the 'deterministic smoke test' preset the team runs in CI.
"""
import argparse
import copy
import math

import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

EXPERIMENT = """
model:
  name: Qwen/Qwen2.5-Coder-0.5B-Instruct
eval:
  k: [1, 2]
  n_samples: 3
generation:
  do_sample: true
  temperature: 0.6
  top_p: 0.95
  max_new_tokens: 6
"""

PROBLEMS = [
    {"prompt": "def square(x):\n    return", "check": lambda s: "x * x" in s or "x**2" in s},
    {"prompt": "def neg(x):\n    return", "check": lambda s: "-x" in s},
]


def set_dotted(cfg, dotted, raw):
    *path, leaf = dotted.split(".")
    node = cfg
    for key in path:
        node = node.setdefault(key, {})
    node[leaf] = yaml.safe_load(raw)


def pass_at_k(n, c, k):
    if n - c < k:
        return 1.0
    return 1.0 - math.prod(1.0 - k / i for i in range(n - c + 1, n + 1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("overrides", nargs="*", default=["generation.do_sample=false", "generation.temperature=null"])
    args = parser.parse_args()

    cfg = copy.deepcopy(yaml.safe_load(EXPERIMENT))
    for item in args.overrides:
        key, _, value = item.partition("=")
        set_dotted(cfg, key, value)

    tok = AutoTokenizer.from_pretrained(cfg["model"]["name"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"]["name"])
    gen = {k: v for k, v in cfg["generation"].items() if v is not None}
    n = cfg["eval"]["n_samples"]

    scores = {k: [] for k in cfg["eval"]["k"]}
    for problem in PROBLEMS:
        enc = tok(problem["prompt"], return_tensors="pt")
        out = model.generate(**enc, num_return_sequences=n, pad_token_id=tok.eos_token_id, **gen)
        completions = tok.batch_decode(out[:, enc.input_ids.shape[-1]:], skip_special_tokens=True)
        c = sum(problem["check"](s) for s in completions)
        for k in scores:
            scores[k].append(pass_at_k(n, c, k))
    for k, vals in scores.items():
        print(f"pass@{k}: {sum(vals) / len(vals):.3f}")


if __name__ == "__main__":
    main()
