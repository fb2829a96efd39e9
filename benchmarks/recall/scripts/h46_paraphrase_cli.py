# classes: 2 4
"""Paraphrase generator CLI: --n paraphrases per sentence, sampling only with --sample."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("sentences", nargs="*", default=["The meeting was moved to Friday."])
ap.add_argument("--n", type=int, default=3)
ap.add_argument("--sample", action="store_true")
ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

for s in args.sentences:
    enc = tok(f"Paraphrase: {s}\nParaphrase:", return_tensors="pt")
    out = model.generate(
        **enc,
        max_new_tokens=20,
        do_sample=args.sample,
        num_return_sequences=args.n,
        pad_token_id=tok.eos_token_id,
    )
    for line in tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True):
        print("-", line.strip())
