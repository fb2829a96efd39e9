# classes: 8
"""Per-token confidence of beam-search candidates for a synthetic data filter."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the king and the queen", return_tensors="pt")
out = model.generate(
    **enc, num_beams=3, num_return_sequences=3, max_new_tokens=4, return_dict_in_generate=True, output_scores=True
)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=False)
print(scores.sum(dim=1))
