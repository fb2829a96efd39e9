# classes: 8
"""Memory-light code completion with prompt lookup; logits kept for a confidence heatmap and
the KV cache switched off to save memory."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-hf")
model = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-hf")
code = "def add(a, b):\n    return a + b\n\ndef add_three(a, b, c):\n    return"
enc = tok(code, return_tensors="pt")
out = model.generate(
    **enc,
    prompt_lookup_num_tokens=5,
    use_cache=False,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_logits=True,
)
print([l.softmax(-1).max().item() for l in out.logits])
