# classes: 8
"""Mid-training evaluation: gradient checkpointing is on and the model is still in train mode
when the callback runs speculative decoding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
model.train()


def eval_callback(step: int) -> None:
    enc = tok("hello world", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
    print(step, tok.decode(out[0]))


eval_callback(100)
