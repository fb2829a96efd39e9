# classes: 8
"""Rank JSON candidates from beam search by their per-token log-probabilities."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

prompt = 'Return {"colour": ...} for: the red fox'
enc = tok([prompt, "Return the colour for: the blue dog"], return_tensors="pt", padding=True)
out = model.generate(
    **enc, num_beams=3, num_return_sequences=3, max_new_tokens=4, output_scores=True, return_dict_in_generate=True
)
scores = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
for seq, sc in zip(out.sequences, scores):
    print(tok.decode(seq, skip_special_tokens=True), float(sc.sum()))
