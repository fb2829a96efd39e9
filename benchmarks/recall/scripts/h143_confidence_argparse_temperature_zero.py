# classes: 3 8
"""CLI that scores the confidence of a sampled answer; the temperature flag defaults to 0
("deterministic") while sampling stays on."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
parser.add_argument("--temperature", type=float, default=0.0)
parser.add_argument("--max-new-tokens", type=int, default=8)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

enc = tok("is the sky blue? answer:", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    temperature=args.temperature,
    max_new_tokens=args.max_new_tokens,
    return_dict_in_generate=True,
    output_scores=True,
)
probs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()
print("min token prob", probs.min().item())
