# classes: 7 8
# A retry loop meant for flaky OOMs: it only catches RuntimeError.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
enc = tok("one two three one two three", return_tensors="pt")

attempt, out = 0, None
use_cache = False  # start lean; turn the cache on if something goes wrong
while attempt < 3 and out is None:
    try:
        out = model.generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=4, use_cache=use_cache)
    except RuntimeError as err:
        print("retrying after", type(err).__name__)
        use_cache = True
        attempt += 1
print(out)
