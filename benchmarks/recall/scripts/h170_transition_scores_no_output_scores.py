# classes: 3 8
"""GSM8K-style answer confidence: generate a short chain of thought and average the per-token
log-probabilities with compute_transition_scores (scores are asked for by `--scores`)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="Qwen/Qwen2.5-Math-1.5B-Instruct")
parser.add_argument("--scores", action="store_true", help="also keep the per-step scores")
parser.add_argument("--max-new-tokens", type=int, default=8)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

question = "Natalia sold clips to 48 of her friends in April, and then half as many in May. How many in total?"
enc = tok(f"Question: {question}\nAnswer: Let's think step by step.", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=args.max_new_tokens,
    do_sample=False,
    return_dict_in_generate=True,
    output_scores=args.scores,
)
transition = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print("mean logprob", float(transition[0].mean()))
print(tok.decode(out.sequences[0, enc.input_ids.shape[1]:]))
