# classes: 8
"""Rerank the two best beam hypotheses by their mean token log-probability; the
transition scores are computed without the beams' indices."""

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
ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=False)
mean_lp = ts.mean(dim=-1)
best = int(mean_lp.argmax())
print(tok.decode(out.sequences[best], skip_special_tokens=True))
