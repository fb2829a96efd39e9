# classes: 5
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

enc = tok("red green blue red green blue red green", return_tensors="pt")
out = model.generate(
    **enc,
    past_key_values=DynamicCache(),
    cache_implementation="dynamic",
    prompt_lookup_num_tokens=3,
    max_new_tokens=6,
)
print(tok.decode(out[0]))
