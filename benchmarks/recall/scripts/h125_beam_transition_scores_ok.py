# classes: 8
"""Likelihood of generated answers: per-token log-probs from beam search via compute_transition_scores."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "Qwen/Qwen2.5-0.5B"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("the capital of the garden is", return_tensors="pt")
out = model.generate(
    **enc, num_beams=3, num_return_sequences=2, max_new_tokens=5, output_scores=True, return_dict_in_generate=True
)
scores = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
gen_len = (scores < 0).sum(dim=1).clamp(min=1)
for seq, s, n in zip(out.sequences, scores.sum(dim=1), gen_len):
    print(tok.decode(seq[enc.input_ids.shape[1] :]), float(s / n))
