# classes: 8
"""Attention heatmaps for a speculative-decoding demo, with eager attention so the weights
exist."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", attn_implementation="eager")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", attn_implementation="eager")

enc = tok("tell me a story about a king and a queen", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_attentions=True,
)
print(len(out.attentions), out.attentions[0][-1].shape)
