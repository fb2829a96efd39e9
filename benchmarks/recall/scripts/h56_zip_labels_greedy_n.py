# classes: 2 8
# Diversity report: the same prompt under several decoding recipes, labelled for the plot.
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(model_id)
lm = AutoModelForCausalLM.from_pretrained(model_id)

labels = ["nucleus", "beam", "greedy-n"]
recipes = [
    dict(do_sample=True, top_p=0.9, num_return_sequences=2),
    dict(num_beams=2, num_return_sequences=2),
    dict(num_return_sequences=2),
]

prompt = tok("A short slogan for a bakery:", return_tensors="pt")
for label, recipe in zip(labels, recipes):
    outs = lm.generate(**prompt, max_new_tokens=4, **recipe)
    print(label, [tok.decode(o, skip_special_tokens=True) for o in outs])
