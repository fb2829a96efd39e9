# classes: 5 8
"""Latency-friendly scoring service: static cache, greedy decoding, per-token log-probs."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

enc = tok("one two three four", return_tensors="pt")
out = model.generate(
    **enc,
    cache_implementation="static",
    max_new_tokens=6,
    do_sample=False,
    return_dict_in_generate=True,
    output_scores=True,
)
print(model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).tolist())
