# classes: 8
"""Ported from a 4.2x tutorial that calls the decoding method directly: model.greedy_search
with hand-built logits processors and stopping criteria."""
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    LogitsProcessorList,
    MaxLengthCriteria,
    MinLengthLogitsProcessor,
    StoppingCriteriaList,
)

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
model.generation_config.pad_token_id = model.generation_config.eos_token_id
input_ids = tok("today is a beautiful day, and", return_tensors="pt").input_ids

logits_processor = LogitsProcessorList([MinLengthLogitsProcessor(10, eos_token_id=model.generation_config.eos_token_id)])
stopping_criteria = StoppingCriteriaList([MaxLengthCriteria(max_length=20)])
outputs = model.greedy_search(input_ids, logits_processor=logits_processor, stopping_criteria=stopping_criteria)
print(tok.batch_decode(outputs, skip_special_tokens=True))
