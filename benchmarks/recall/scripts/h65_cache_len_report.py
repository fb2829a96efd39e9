# classes: 5 8
"""Report how large the generation cache got (benchmark helper)."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def run(model_name, prompt):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    batch = tok(prompt, return_tensors="pt")
    result = model.generate(**batch, max_new_tokens=4, return_dict_in_generate=True)
    return result


res = run("openai-community/gpt2", "Benchmarks are")
kv = res.past_key_values
print("seq len:", kv.get_seq_length())
print("max len:", kv.get_max_length())
