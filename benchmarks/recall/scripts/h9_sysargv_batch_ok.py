# classes: 3 2
# usage: python h9_sysargv_batch.py [MODE] [BATCH]
import sys

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

mode = sys.argv[1] if len(sys.argv) > 1 else "assisted"
batch = int(sys.argv[2]) if len(sys.argv) > 2 else 1

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
helper = AutoModelForCausalLM.from_pretrained("openai-community/gpt2") if mode == "assisted" else None

prompts = ["the quick brown fox", "hello world", "tell me a story", "one two three"][:batch]
enc = tok(prompts, return_tensors="pt", padding=True)
with torch.no_grad():
    out = model.generate(**enc, assistant_model=helper, max_new_tokens=6, pad_token_id=tok.eos_token_id)
for line in tok.batch_decode(out, skip_special_tokens=True):
    print(line)
