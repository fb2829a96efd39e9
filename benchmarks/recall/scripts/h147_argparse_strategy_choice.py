# classes: 3 8
"""CLI that maps a --strategy choice to generate kwargs; the default is contrastive search."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def kwargs_for(strategy):
    if strategy == "greedy":
        return {}
    if strategy == "sample":
        return {"do_sample": True, "top_k": 50}
    if strategy == "contrastive":
        return {"penalty_alpha": 0.6, "top_k": 4}
    raise SystemExit(f"unknown strategy {strategy}")


parser = argparse.ArgumentParser()
parser.add_argument("--strategy", choices=["greedy", "sample", "contrastive"], default="contrastive")
parser.add_argument("--prompt", default="tell me a story")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
enc = tok(args.prompt, return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6, **kwargs_for(args.strategy))[0]))
