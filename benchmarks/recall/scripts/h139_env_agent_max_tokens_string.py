# classes: 3 8
"""An agent worker configured from environment variables (as in its container): the
reply budget and the model come from AGENT_* variables."""

import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = os.environ.get("AGENT_MODEL", "Qwen/Qwen2-0.5B-Instruct")
MAX_TOKENS = os.environ.get("AGENT_MAX_TOKENS", "12")
STOP = os.environ.get("AGENT_STOP", "Observation:").split(",")


def agent_step(model, tok, messages):
    inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=MAX_TOKENS, stop_strings=STOP, tokenizer=tok)
    return tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    print(agent_step(model, tok, [{"role": "user", "content": "what time is it"}]))
