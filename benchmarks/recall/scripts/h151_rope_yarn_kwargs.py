# classes: 8
"""YaRN scaling passed to from_pretrained as a config override, to run Qwen2.5 on 4x
longer retrieved contexts (as Qwen's model card suggests)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
model = AutoModelForCausalLM.from_pretrained(
    name,
    rope_scaling={"type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768},
)
tok = AutoTokenizer.from_pretrained(name)
enc = tok("a long document about a king. " * 5, return_tensors="pt")
print(model.generate(**enc, max_new_tokens=3, do_sample=False).shape)
