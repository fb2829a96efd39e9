# classes: 8
"""Per-token log-probabilities of a greedy answer with compute_transition_scores (dict output)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, output_scores=True, return_dict_in_generate=True)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
for t, s in zip(out.sequences[0, enc["input_ids"].shape[1] :], scores[0]):
    print(tok.decode(t), float(s.exp()))
