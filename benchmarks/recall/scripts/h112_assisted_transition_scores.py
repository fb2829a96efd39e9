# classes: 7 6
"""Token log-probabilities of an assisted generation (return_dict_in_generate + output_scores)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=assistant,
    max_new_tokens=8,
    return_dict_in_generate=True,
    output_scores=True,
    output_logits=True,
    pad_token_id=tok.eos_token_id,
)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(out.sequences.shape, torch.exp(scores).mean().item())
