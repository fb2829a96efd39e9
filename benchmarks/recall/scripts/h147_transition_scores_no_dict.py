# classes: 8
"""Token log-probabilities of a sampled continuation; the call asks for a dict result but
forgets output_scores=True."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello world", return_tensors="pt")
torch.manual_seed(0)
out = model.generate(**enc, do_sample=True, top_k=20, max_new_tokens=5, return_dict_in_generate=True)
logprobs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(logprobs)
