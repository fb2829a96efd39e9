# classes: 8
"""Rerank the two best beam hypotheses by mean token log-probability, with beam_indices
so each step's score is read from the beam that produced the token."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

prompt = "the quick brown fox"
inputs = tok(prompt, return_tensors="pt")
out = model.generate(
    **inputs,
    num_beams=4,
    num_return_sequences=2,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
ts = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
lengths = (ts < 0).sum(dim=-1).clamp(min=1)
mean_lp = ts.sum(dim=-1) / lengths
best = int(mean_lp.argmax())
print(tok.decode(out.sequences[best], skip_special_tokens=True), out.sequences_scores.tolist())
