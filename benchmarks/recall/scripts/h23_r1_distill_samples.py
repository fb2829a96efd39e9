# classes: 6 8
"""Reasoning-trace sampling for the R1 Llama distill with a Llama 3.2 draft.

DeepSeek recommends temperature 0.6 / top_p 0.95 for the distills.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "deepseek-ai/DeepSeek-R1-Distill-Llama-8B"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

R1_SAMPLING = GenerationConfig(
    do_sample=True,
    temperature=0.6,
    top_p=0.95,
    max_new_tokens=6,
    num_return_sequences=2,
)


def sample_traces(question, use_draft=True):
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    extra = {"assistant_model": AutoModelForCausalLM.from_pretrained(DRAFT)} if use_draft else {}
    enc = tok(question, return_tensors="pt")
    out = model.generate(**enc, generation_config=R1_SAMPLING, **extra)
    return [tok.decode(o, skip_special_tokens=True) for o in out]


if __name__ == "__main__":
    for i, trace in enumerate(sample_traces("one two three four five")):
        print(i, trace)
