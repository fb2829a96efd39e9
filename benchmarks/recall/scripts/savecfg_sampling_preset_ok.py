# classes: 8
"""Ship a sampling preset beside the weights: temperature and nucleus sampling with do_sample on."""
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
model.generation_config = GenerationConfig(do_sample=True, temperature=0.8, top_p=0.9, top_k=40, max_new_tokens=64)
model.generation_config.repetition_penalty = 1.1

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    print(GenerationConfig.from_pretrained(out_dir).temperature)
