# classes: 8
"""Scores of the best beam from beam search with compute_transition_scores."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, num_beams=3, output_scores=True, return_dict_in_generate=True)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=False)
print(scores)
