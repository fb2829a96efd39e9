# classes: 8
"""Stop generation at the task's `until` strings by turning them into eos token ids."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "mistralai/Mistral-7B-v0.1"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
until = ["dog .", "the end"]
stop_ids = [tok(u, add_special_tokens=False).input_ids for u in until]
enc = tok("tell me a story about the fox and the", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, max_new_tokens=8, do_sample=False, eos_token_id=stop_ids, pad_token_id=tok.pad_token_id)
print(tok.decode(out[0, enc.input_ids.shape[1] :]))
