# classes: 7 3
"""Helper that forwards its own parameters to generate via locals() (from a Discord paste).

"Why does prompt lookup complain about num_return_sequences? I only asked for 3 samples."
"""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def sample(prompt, max_new_tokens=6, do_sample=True, top_p=0.9, num_return_sequences=3):
    kwargs = dict(locals())
    del kwargs["prompt"]
    print("kwargs:", kwargs)
    enc = tok(prompt, return_tensors="pt")
    return model.generate(**enc, prompt_lookup_num_tokens=3, **kwargs)


def show(outs):
    for o in outs:
        print("-", tok.decode(o, skip_special_tokens=True))


show(sample("the cat sat on the mat. the cat sat on the"))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
