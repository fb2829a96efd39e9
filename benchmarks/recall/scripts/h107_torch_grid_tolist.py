# classes: 2
"""Calibration sweep: temperatures from torch.linspace(0, 1, 5).tolist(), top-k sampling at each."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.eval()
batch = tok(["The meaning of life is"], return_tensors="pt")
temperatures = torch.linspace(0, 1, 5).tolist()
with torch.no_grad():
    for t in temperatures:
        torch.manual_seed(1234)
        out = model.generate(**batch, do_sample=True, temperature=t, top_k=40, max_new_tokens=5, pad_token_id=tok.eos_token_id)
        print(round(t, 2), tok.decode(out[0], skip_special_tokens=True))
