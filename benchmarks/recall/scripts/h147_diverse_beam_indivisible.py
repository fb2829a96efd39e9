# classes: 8 3
"""Command-line headline generator with diverse beam search; the default of five beams is not
a multiple of the two groups."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--beams", type=int, default=5)
parser.add_argument("--groups", type=int, default=2)
parser.add_argument("--penalty", type=float, default=0.5)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
enc = tok("headline: the king loved his garden", return_tensors="pt")
out = model.generate(
    **enc,
    num_beams=args.beams,
    num_beam_groups=args.groups,
    diversity_penalty=args.penalty,
    max_new_tokens=5,
)
print(tok.batch_decode(out, skip_special_tokens=True))
