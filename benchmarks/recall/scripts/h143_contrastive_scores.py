# classes: 8
"""Contrastive search with scores: a degeneration-penalised continuation and the per-step
top-token probability for a repetition report."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")

enc = tok("the king loved his garden and", return_tensors="pt")
out = model.generate(
    **enc,
    penalty_alpha=0.6,
    top_k=4,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
top_probs = [s.softmax(-1).max().item() for s in out.scores]
print(tok.decode(out.sequences[0]), top_probs)
