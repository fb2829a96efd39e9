# classes: 1 8
"""Evaluation harness: scores are requested only when --with-scores is passed, but the
report always computes token probabilities."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--with-scores", action="store_true")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
enc = tok("the slow dog", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=5, do_sample=False, return_dict_in_generate=True, output_scores=args.with_scores
)
probs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()
print(probs.tolist())
