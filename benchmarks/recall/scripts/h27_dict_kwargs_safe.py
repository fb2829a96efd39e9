# classes: 7 3
"""The locals() helper rewritten with dict(...): one sequence per call, the calls repeated
to get three samples."""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def sample(prompt, max_new_tokens=6, do_sample=True, top_p=0.9):
    kwargs = dict(max_new_tokens=max_new_tokens, do_sample=do_sample, top_p=top_p, num_return_sequences=1)
    print("kwargs:", kwargs)
    enc = tok(prompt, return_tensors="pt")
    return model.generate(**enc, prompt_lookup_num_tokens=3, **kwargs)


samples = []
for i in range(3):
    out = sample("the cat sat on the mat. the cat sat on the")
    samples.append(tok.decode(out[0], skip_special_tokens=True))
    print(i, samples[-1])

print("distinct samples:", len(set(samples)))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
