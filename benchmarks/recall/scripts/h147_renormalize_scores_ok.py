# classes: 8
"""Top-p sampling with renormalize_logits=True, returning scores to compute per-token
probabilities with compute_transition_scores."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello world", return_tensors="pt")
torch.manual_seed(0)
out = model.generate(
    **enc, do_sample=True, top_p=0.9, renormalize_logits=True, max_new_tokens=5,
    output_scores=True, return_dict_in_generate=True,
)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=False)
print(torch.exp(scores))
