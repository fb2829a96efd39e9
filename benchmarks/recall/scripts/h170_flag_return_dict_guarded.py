# classes: 3 8
"""Eval script whose `--return-dict` flag asks generate for a dict output; the sequences are read
from `.sequences` only when the flag is on."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="EleutherAI/pythia-70m")
parser.add_argument("--return-dict", action="store_true")
parser.add_argument("--max-new-tokens", type=int, default=5)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
enc = tok("The opposite of hot is", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=args.max_new_tokens,
    do_sample=False,
    return_dict_in_generate=args.return_dict,
    pad_token_id=tok.eos_token_id,
)
sequences = out.sequences if args.return_dict else out
print(tok.decode(sequences[0, enc.input_ids.shape[1]:]))
