# classes: 7 8
"""Both models loaded with attn_implementation="eager" (attention maps need it); the analysis
notebook asks speculative decoding for the attention maps."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct", attn_implementation="eager", torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", attn_implementation="eager", torch_dtype=torch.float32)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, output_attentions=True, return_dict_in_generate=True, max_new_tokens=4)
print(len(out.attentions))
