# classes: 2
"""Grid search over the dynamic-speculation knobs (num_assistant_tokens x confidence threshold)."""
import itertools
import json
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
assistant_model = AutoModelForCausalLM.from_pretrained(DRAFT)

prompt = tokenizer.apply_chat_template(
    [{"role": "user", "content": "tell me about the red fox"}], tokenize=False, add_generation_prompt=True
)
model_inputs = tokenizer([prompt], return_tensors="pt")

rows = []
for k, threshold in itertools.product([2, 5], [0.2, 0.4]):
    assistant_model.generation_config.num_assistant_tokens = k
    assistant_model.generation_config.assistant_confidence_threshold = threshold
    tic = time.perf_counter()
    generated = model.generate(**model_inputs, assistant_model=assistant_model, max_new_tokens=10)
    rows.append({"k": k, "threshold": threshold, "seconds": time.perf_counter() - tic,
                 "new_tokens": generated.shape[1] - model_inputs.input_ids.shape[1]})
print(json.dumps(rows, indent=2))
