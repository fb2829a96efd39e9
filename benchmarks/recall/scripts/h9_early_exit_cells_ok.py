# classes: 1 2
# %% Self-speculative decoding (LayerSkip style) on a Llama checkpoint
import statistics
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

ckpt = "meta-llama/Llama-3.2-1B-Instruct"
exit_layer = 1
gen = {"max_new_tokens": 6, "do_sample": False}

# %%
tok = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt)
enc = tok("once upon a time", return_tensors="pt")

# %% timing helper
def median_time(fn, warmup=1, reps=3):
    for _ in range(warmup):
        fn()
    xs = []
    for _ in range(reps):
        t = time.perf_counter(); fn(); xs.append(time.perf_counter() - t)
    return statistics.median(xs)

# %%
print("baseline", median_time(lambda: model.generate(**enc, **gen)))

# %% lower memory for the second experiment
gen["use_cache"] = False
print("no-cache baseline", median_time(lambda: model.generate(**enc, **gen)))

# %%
gen = {**gen, "use_cache": True}
print("early exit", median_time(lambda: model.generate(**enc, assistant_early_exit=exit_layer, **gen)))
