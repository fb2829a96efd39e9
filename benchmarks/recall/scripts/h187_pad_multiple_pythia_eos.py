# classes: 2 6
"""Pad prompts to a multiple of 8 so shapes repeat between batches (pad token set from EOS)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "EleutherAI/pythia-70m"
tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL).eval()

batches = [["one small step"], ["a b c d e f g", "hello"]]
for prompts in batches:
    enc = tok(prompts, return_tensors="pt", padding=True, pad_to_multiple_of=8)
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=4, do_sample=False, pad_token_id=tok.pad_token_id)
    print(enc.input_ids.shape, out.shape)
