# classes: 8
"""Which prompt words does each generated token look at? Greedy generation with
output_attentions, the last layer's attention averaged over heads."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", attn_implementation="sdpa")

enc = tok("the queen loved her garden because", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, return_dict_in_generate=True, output_attentions=True)
prompt_tokens = tok.convert_ids_to_tokens(enc["input_ids"][0])
for step, attn in enumerate(out.attentions):
    if not attn or attn[-1] is None:
        print(step, "no weights")
        continue
    weights = attn[-1][0].mean(0)[-1, : len(prompt_tokens)]
    print(step, prompt_tokens[int(weights.argmax())])
