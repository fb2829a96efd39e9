# classes: 3 8
"""The same strategy CLI with greedy as the default choice."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def kwargs_for(strategy):
    if strategy == "sample":
        return {"do_sample": True, "top_k": 50}
    if strategy == "contrastive":
        return {"penalty_alpha": 0.6, "top_k": 4}
    return {}


parser = argparse.ArgumentParser()
parser.add_argument("--strategy", choices=["greedy", "sample", "contrastive"], default="greedy")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6, **kwargs_for(args.strategy))[0]))
