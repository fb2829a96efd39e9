# classes: 2
"""Speculative decoding grid: same-tokenizer drafts, draft-length schedule and sampling on and off."""
import itertools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

target_id = "meta-llama/Llama-3.1-8B-Instruct"
drafts = ["meta-llama/Llama-3.2-1B-Instruct", "meta-llama/Llama-3.2-3B-Instruct"]
schedules = ["constant", "heuristic"]
sampling = [False, True]

tok = AutoTokenizer.from_pretrained(target_id)
model = AutoModelForCausalLM.from_pretrained(target_id)
prompt = tok("once upon a time there lived a queen", return_tensors="pt")
loaded = {d: AutoModelForCausalLM.from_pretrained(d) for d in drafts}
for d, sched, do_sample in itertools.product(drafts, schedules, sampling):
    draft = loaded[d]
    draft.generation_config.num_assistant_tokens_schedule = sched
    draft.generation_config.num_assistant_tokens = 3
    t0 = time.perf_counter()
    out = model.generate(**prompt, assistant_model=draft, do_sample=do_sample, max_new_tokens=6)
    print(d, sched, do_sample, out.shape[-1] - prompt.input_ids.shape[-1], round(time.perf_counter() - t0, 3))
