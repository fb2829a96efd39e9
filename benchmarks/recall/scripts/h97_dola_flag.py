# classes: 3 9
"""A factuality experiment script: DoLa decoding behind a command-line flag that is off by
default, top-k given for the sampling arm."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--dola-layers", choices=["low", "high"], default=None)
parser.add_argument("--sample", action="store_true")
parser.add_argument("--top-k", type=int, default=10)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("The capital of France is", return_tensors="pt")
out = model.generate(
    **enc,
    dola_layers=args.dola_layers,
    do_sample=args.sample,
    top_k=args.top_k,
    repetition_penalty=1.2,
    max_new_tokens=8,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0], skip_special_tokens=True))
