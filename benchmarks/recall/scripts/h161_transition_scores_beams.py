# classes: 8
"""Scores of the returned beams with compute_transition_scores and the beam indices."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=4, num_beams=3, num_return_sequences=2, output_scores=True, return_dict_in_generate=True
)
scores = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
print(scores.sum(dim=1), out.sequences_scores)
