# classes: 8 3
"""CLI that discourages words given with --avoid via sequence_bias; run with no --avoid the table
built in the loop stays empty and is still passed to generate."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="openai-community/gpt2")
parser.add_argument("--prompt", default="The weather today is")
parser.add_argument("--avoid", nargs="*", default=[])
parser.add_argument("--penalty", type=float, default=-8.0)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

sequence_bias = {}
for word in args.avoid:
    ids = tokenizer.encode(" " + word, add_special_tokens=False)
    sequence_bias[tuple(ids)] = args.penalty

inputs = tokenizer(args.prompt, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=6, sequence_bias=sequence_bias, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0], skip_special_tokens=True))
