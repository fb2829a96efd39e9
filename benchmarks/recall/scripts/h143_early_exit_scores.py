# classes: 8
"""Self-speculative decoding (early exit after the first layers) with token scores for a
confidence display."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-hf")
enc = tok("once upon a time there lived", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_early_exit=1,
    max_new_tokens=6,
    do_sample=False,
    return_dict_in_generate=True,
    output_scores=True,
)
print(model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp().tolist())
