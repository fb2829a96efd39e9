# classes: 8
"""The generation docs' 2022 example of calling greedy_search directly with a logits processor
list and a max-length stopping criterion."""
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    LogitsProcessorList,
    MaxLengthCriteria,
    MinLengthLogitsProcessor,
    StoppingCriteriaList,
)

tokenizer = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
model.generation_config.pad_token_id = model.generation_config.eos_token_id

input_prompt = "It might be possible to"
input_ids = tokenizer(input_prompt, return_tensors="pt").input_ids
logits_processor = LogitsProcessorList([MinLengthLogitsProcessor(10, eos_token_id=model.generation_config.eos_token_id)])
stopping_criteria = StoppingCriteriaList([MaxLengthCriteria(max_length=20)])
outputs = model.greedy_search(input_ids, logits_processor=logits_processor, stopping_criteria=stopping_criteria)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
